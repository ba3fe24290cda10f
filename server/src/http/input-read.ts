/**
 * The read stage of a player input (contract/common/input.ts): each field of the schema is read
 * the lenient legacy way before any rule is checked, so the rules see what the handler will get.
 */
import { READ_KEY, stripUnsafeText, type Reading } from '../../../contract/common/input.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number as its digits; a string as is; nothing as ''; anything else left for the type check. */
function asText(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value === undefined || value === null) return '';
  return value;
}

function readField(reading: Reading, value: unknown): unknown {
  switch (reading.kind) {
    case 'exact':
      return asText(value);
    case 'text': {
      const text = asText(value);
      // PostgreSQL text cannot hold NUL, and no honest input has a control character or a bidi
      // override: they could forge what the operator's console prints (contract/common/input.ts).
      if (typeof text !== 'string') return text;
      const trimmed = stripUnsafeText(text, reading.multiline).trim().slice(0, reading.max);
      return reading.collapse ? trimmed.replace(/\s+/g, ' ') : trimmed;
    }
    case 'int': {
      // Digits only: '1e3', '0x10' and '1.0' are not ids a client sends.
      const text = typeof value === 'string' ? value.trim() : '';
      const n = typeof value === 'number' ? value : /^\d{1,16}$/.test(text) ? Number(text) : NaN;
      return Number.isSafeInteger(n) && n > 0 && n <= reading.max ? n : reading.fallback;
    }
    case 'list': {
      if (!Array.isArray(value)) return [];
      return value.map((item: unknown) => {
        const source = isPlainObject(item) ? item : {};
        const read: Record<string, unknown> = {};
        for (const [key, inner] of Object.entries(reading.fields)) {
          const given = Object.hasOwn(source, key) ? source[key] : undefined;
          // A value of the wrong kind (an object, a list, a boolean) reads as a missing one.
          read[key] = readField(inner, typeof given === 'object' || typeof given === 'boolean' ? undefined : given);
        }
        return read;
      });
    }
  }
}

/** A fresh object: the schema's fields read, other keys dropped (the handler never sees them). */
export function readFields(schema: { properties?: Record<string, Record<string, unknown>> }, value: unknown) {
  const source = isPlainObject(value) ? value : {};
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const reading = field[READ_KEY] as Reading | undefined;
    const given = Object.hasOwn(source, key) ? source[key] : undefined;
    if (reading) read[key] = readField(reading, given);
    else if (given !== undefined) read[key] = given;
  }
  return read;
}
