/**
 * How many chat sockets one holder may keep open in this process. A room seats
 * MAX_MEMBERS_PER_ROOM sockets; with a member allowed only MAX_SOCKETS_PER_MEMBER_IN_ROOM of them
 * and an address only CHAT_SOCKETS_PER_ADDRESS, a few hundred sockpuppet accounts (or one machine
 * behind them) cannot take every seat of a room. Every refusal closes with 4008 and names its cap.
 */
import { addressKey } from '../../lib/address-key.ts';

/** Two tabs or devices in the same room are honest; more is someone holding seats. */
export const MAX_SOCKETS_PER_MEMBER_IN_ROOM = 2;

/** The close reason of each cap (4008): what a client or an operator reads. */
export const CAP_REASONS = {
  member: 'too many sockets for this member',
  memberInRoom: 'too many sockets for this member in this room',
  address: 'too many sockets from this address',
} as const;

type CapRefusal = (typeof CAP_REASONS)[keyof typeof CAP_REASONS];

export interface SocketHolder {
  userId: number;
  /** The client's address as the trusted proxy reports it. */
  ip: string;
  roomId: string;
}

export interface CapLimits {
  /** CHAT_SOCKETS_PER_MEMBER (0 = off, and the per-room cap of a member with it). */
  perMember: number;
  /** CHAT_SOCKETS_PER_ADDRESS (0 = off). */
  perAddress: number;
}

export class SocketCaps {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limits: CapLimits) {}

  private caps(holder: SocketHolder): [string, number, CapRefusal][] {
    return [
      [`m:${holder.userId}`, this.limits.perMember, CAP_REASONS.member],
      // CHAT_SOCKETS_PER_MEMBER=0 (load tests only, refused on the live site) lifts both member caps.
      [
        `r:${holder.roomId}:${holder.userId}`,
        this.limits.perMember === 0 ? 0 : MAX_SOCKETS_PER_MEMBER_IN_ROOM,
        CAP_REASONS.memberInRoom,
      ],
      [`a:${addressKey(holder.ip)}`, this.limits.perAddress, CAP_REASONS.address],
    ];
  }

  /** Counts the socket in every cap, or names the first cap it would exceed (nothing counted then). */
  take(holder: SocketHolder): CapRefusal | null {
    const caps = this.caps(holder);
    for (const [key, max, reason] of caps) if (max > 0 && (this.counts.get(key) ?? 0) >= max) return reason;
    for (const [key] of caps) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return null;
  }

  release(holder: SocketHolder): void {
    for (const [key] of this.caps(holder)) {
      const n = (this.counts.get(key) ?? 1) - 1;
      if (n <= 0) this.counts.delete(key);
      else this.counts.set(key, n);
    }
  }
}
