/** Demo-mode sandbox pages: pay a deposit like a provider callback, open a game like a venue. */
import { Type } from 'typebox';

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
/** The sandbox venue's bet form (application/x-www-form-urlencoded). */
export const SandboxPlayBody = Type.Object({
  session: Type.Optional(Type.Unknown({ description: 'The play session the game page carries.' })),
  round: Type.Optional(Type.Unknown({ description: "The round's id (a retry of the same round is answered once)." })),
  choice: Type.Optional(Type.Unknown({ description: 'big | small (dice), spin (slot), home | draw | away (match).' })),
  stake: Type.Optional(Type.Unknown({ description: 'Yuan, up to 2 decimals.' })),
});
