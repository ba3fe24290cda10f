/**
 * Which sockets sit in which room, in this process. Broadcasting across several processes
 * (PostgreSQL LISTEN/NOTIFY) comes with the lottery issue; the hub is the single seam for it.
 */
export interface RoomMember {
  send(text: string): void;
  readonly isOpen: boolean;
}

/** Bounds: a room or the whole process cannot grow without limit. */
export const MAX_MEMBERS_PER_ROOM = 2000;
export const MAX_ROOMS = 500;

export class ChatHub {
  private readonly rooms = new Map<string, Set<RoomMember>>();

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

  broadcast(roomId: string, frame: unknown): number {
    const room = this.rooms.get(roomId);
    if (!room) return 0;
    const text = JSON.stringify(frame);
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
