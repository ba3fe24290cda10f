/** Demo-mode sandbox pages: pay a deposit like a provider callback, open a game like a venue. */
import { Type } from 'typebox';
import { PlayerInput, TextField } from '../common/input.ts';

export const SandboxPayParams = Type.Object({ no: Type.String({ description: 'The deposit number.' }) });
export const SandboxPayQuery = Type.Object({
  result: Type.Optional(Type.String({ description: 'Shown after paying.' })),
  s: Type.Optional(Type.String({ description: "The owner's tag from the recharge or payinfo answer's link." })),
});
export const QrFileQuery = Type.Object({
  s: Type.Optional(Type.String({ description: "The owner's tag from the payinfo answer's image link." })),
});
export const QrFileParams = Type.Object({ file: Type.String({ description: 'The QR image file name.' }) });
export const SandboxGameQuery = Type.Object({
  ticket: Type.Optional(Type.Unknown({ description: 'The single-use launch ticket.' })),
});
/**
 * The sandbox venue's bet form (application/x-www-form-urlencoded): each field read as trimmed
 * text ('' when missing). The page itself answers a bad stake or round (a notice on the game
 * page, not an envelope), so no field carries a rule here.
 */
export const SandboxPlayBody = PlayerInput({
  session: TextField({ max: 100, description: 'The play session the game page carries.' }),
  round: TextField({ max: 64, description: "The round's id (a retry of the same round is answered once)." }),
  choice: TextField({ max: 20, description: 'big | small (dice), spin (slot), home | draw | away (match).' }),
  stake: TextField({ max: 20, description: 'Yuan, up to 2 decimals.' }),
});
