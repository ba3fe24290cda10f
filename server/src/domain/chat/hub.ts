/**
 * Which sockets sit in which room, in this process, and how a room frame reaches them.
 * `broadcast` goes through the transport when one is attached (PostgreSQL NOTIFY, so every
 * process delivers it, this one included) and straight to the local sockets otherwise (PGlite:
 * one process). `deliver` is the local half that the transport calls back.
 */
export interface RoomMember {
  send(text: string): void;
  readonly isOpen: boolean;
}

/** Carries a serialised frame to every process's hub. */
export interface ChatTransport {
  publish(roomId: string, text: string): void;
  close(): Promise<void>;
}

/** Bounds: a room or the whole process cannot grow without limit. */
export const MAX_MEMBERS_PER_ROOM = 2000;
export const MAX_ROOMS = 500;

export class ChatHub {
  private readonly rooms = new Map<string, Set<RoomMember>>();
  private transport: ChatTransport | null = null;

  /** Routes every later broadcast through `transport` (set once at start-up). */
  attach(transport: ChatTransport): void {
    this.transport = transport;
  }

  /** Detaches and closes the transport; later broadcasts stay in this process. */
  async detach(): Promise<void> {
    const transport = this.transport;
    this.transport = null;
    await transport?.close();
  }

  join(roomId: string, member: RoomMember): boolean {
    let room = this.rooms.get(roomId);
    if (!room) {
      if (this.rooms.size >= MAX_ROOMS) return false;
      room = new Set();
      this.rooms.set(roomId, room);
    }
    if (room.size >= MAX_MEMBERS_PER_ROOM) return false;
    room.add(member);
    return true;
  }

  leave(roomId: string, member: RoomMember): void {
    const room = this.rooms.get(roomId);
    if (!room) return;
    room.delete(member);
    if (room.size === 0) this.rooms.delete(roomId);
  }

  /**
   * Sends `frame` to everyone in the room, in every process. Fire and forget: a fan-out failure
   * is logged by the transport, never thrown at the caller.
   */
  broadcast(roomId: string, frame: unknown): void {
    const text = JSON.stringify(frame);
    if (this.transport) this.transport.publish(roomId, text);
    else this.deliver(roomId, text);
  }

  /** Sends an already serialised frame to this process's sockets in the room; returns how many. */
  deliver(roomId: string, text: string): number {
    const room = this.rooms.get(roomId);
    if (!room) return 0;
    let sent = 0;
    for (const member of room) {
      if (!member.isOpen) continue;
      member.send(text);
      sent++;
    }
    return sent;
  }

  size(roomId: string): number {
    return this.rooms.get(roomId)?.size ?? 0;
  }
}
