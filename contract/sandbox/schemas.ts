/** Demo-mode sandbox pages: pay a deposit like a provider callback, open a game like a venue. */
import { Type } from 'typebox';

export const SandboxPayParams = Type.Object({ no: Type.String({ description: 'The deposit number.' }) });
export const SandboxPayQuery = Type.Object({
  result: Type.Optional(Type.String({ description: 'Shown after paying.' })),
});
export const QrFileParams = Type.Object({ file: Type.String({ description: 'The QR image file name.' }) });
export const SandboxGameQuery = Type.Object({
  ticket: Type.Optional(Type.Unknown({ description: 'The single-use launch ticket.' })),
});
