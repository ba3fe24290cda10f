/**
 * How a room frame travels through PostgreSQL NOTIFY. Any role that can connect to the database
 * may NOTIFY on any channel, so every room-frame payload is signed (`s<HMAC>` in front, keyed by
 * SERVER_SECRET, which only the server processes hold) and a payload without a valid signature is
 * dropped: no other client of the database can put a frame in front of the players.
 * A payload must stay under 8000 bytes, so:
 * - a small frame is one payload `m<roomId>\t<frame json>`;
 * - a bigger one (a draw frame with a long `nowdata`) is cut into parts
 *   `p<key>\t<index>\t<count>\t<base64 of a byte slice>` that receivers put back together.
 * Parts are base64 so a cut never falls inside a UTF-8 character. The JSON text is forwarded to
 * sockets as received: no process parses and re-serialises it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Characters of the signature: 16 bytes of HMAC-SHA256, base64url. */
const SIGNATURE_LENGTH = 22;
/** PostgreSQL refuses payloads of 8000 bytes or more; keep a margin (the signature comes on top). */
export const MAX_PAYLOAD_BYTES = 7900 - SIGNATURE_LENGTH - 1;
/** Raw bytes per part: 5000 → 6668 base64 characters plus a short header. */
const PART_BYTES = 5000;
/** A frame cut into more parts than this is refused (≈ 1.2 MB): nothing in a room is that big. */
const MAX_PARTS = 256;
/** Parts of a frame arrive together (one statement); an unfinished frame is dropped after this. */
const PART_TTL_MS = 30_000;
const MAX_UNFINISHED = 200;

/** The fan-out's own key, derived from SERVER_SECRET (other uses of the secret never collide with it). */
export function fanoutKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('chat-fanout-v1').digest();
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload, 'utf8').digest().subarray(0, 16).toString('base64url');
}

/** `s<signature><payload>`: what publishers send. */
export function signPayload(key: Buffer, payload: string): string {
  return `s${signature(key, payload)}${payload}`;
}

/** The payload a server process signed, or null (unsigned, forged or not a signed payload at all). */
export function verifiedPayload(key: Buffer, signed: string): string | null {
  if (!signed.startsWith('s') || signed.length <= SIGNATURE_LENGTH + 1) return null;
  const given = Buffer.from(signed.slice(1, SIGNATURE_LENGTH + 1), 'utf8');
  const payload = signed.slice(SIGNATURE_LENGTH + 1);
  const expected = Buffer.from(signature(key, payload), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}

export interface RoomText {
  roomId: string;
  text: string;
}

/** Unique enough across processes: a random process tag and a counter. */
const PROCESS_TAG = randomBytes(4).toString('hex');
let sequence = 0;

/** The room id ends at the first tab, so it must not contain one (room ids are short words). */
const ROOM_RE = /^[^\t]{1,64}$/;

export function encodeFrame(roomId: string, text: string): string[] {
  if (!ROOM_RE.test(roomId)) throw new RangeError(`bad room id for fan-out: ${JSON.stringify(roomId)}`);
  const whole = `m${roomId}\t${text}`;
  if (Buffer.byteLength(whole, 'utf8') <= MAX_PAYLOAD_BYTES) return [whole];
  const bytes = Buffer.from(`${roomId}\t${text}`, 'utf8');
  const count = Math.ceil(bytes.length / PART_BYTES);
  if (count > MAX_PARTS) throw new RangeError(`chat frame too big to fan out: ${bytes.length} bytes`);
  const key = `${PROCESS_TAG}.${(sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER)}`;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(`p${key}\t${i}\t${count}\t${bytes.subarray(i * PART_BYTES, (i + 1) * PART_BYTES).toString('base64')}`);
  }
  return parts;
}

function splitRoom(body: string): RoomText | null {
  const tab = body.indexOf('\t');
  if (tab <= 0) return null;
  return { roomId: body.slice(0, tab), text: body.slice(tab + 1) };
}

interface Unfinished {
  parts: (Buffer | undefined)[];
  received: number;
  firstAt: number;
}

/**
 * Revoked tokens on the same channel: `r<hash>,<hash>…`, written by the database itself (a trigger
 * on user_tokens, migration 040) when the revoking transaction commits. The hashes, or null for any
 * other payload.
 */
export function decodeRevoked(payload: string): string[] | null {
  if (!payload.startsWith('r')) return null;
  return payload
    .slice(1)
    .split(',')
    .filter((hash) => /^[0-9a-f]{64}$/.test(hash));
}

/** Turns received payloads back into room frames; one per listening process. */
export class FrameDecoder {
  private readonly unfinished = new Map<string, Unfinished>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The frame, or null while parts are missing (or for a payload that is not ours). */
  accept(payload: string): RoomText | null {
    if (payload.startsWith('m')) return splitRoom(payload.slice(1));
    if (!payload.startsWith('p')) return null;
    const [key, indexText, countText, data] = payload.slice(1).split('\t');
    const index = Number(indexText);
    const count = Number(countText);
    if (!key || data === undefined || !Number.isInteger(index) || !Number.isInteger(count)) return null;
    if (count < 1 || count > MAX_PARTS || index < 0 || index >= count) return null;
    this.sweep();
    let entry = this.unfinished.get(key);
    if (!entry) {
      if (this.unfinished.size >= MAX_UNFINISHED) return null;
      entry = { parts: new Array(count), received: 0, firstAt: this.now() };
      this.unfinished.set(key, entry);
    }
    if (entry.parts.length !== count || entry.parts[index]) return null;
    entry.parts[index] = Buffer.from(data, 'base64');
    entry.received++;
    if (entry.received < count) return null;
    this.unfinished.delete(key);
    return splitRoom(Buffer.concat(entry.parts as Buffer[]).toString('utf8'));
  }

  /** Frames whose parts stopped coming (the listener reconnected in between) are forgotten. */
  private sweep(): void {
    const limit = this.now() - PART_TTL_MS;
    for (const [key, entry] of this.unfinished) if (entry.firstAt < limit) this.unfinished.delete(key);
  }

  get pending(): number {
    return this.unfinished.size;
  }
}
