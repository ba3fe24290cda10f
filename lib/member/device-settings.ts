/**
 * The three switches of /userCent, kept on this device only (localStorage `deviceSettings`; a
 * logout clears them with everything else): message times in the chat box, the win alert in the
 * lottery room, and quiet mode. Every sound and vibration of the app goes through
 * lib/ui/feedback.ts, which reads quiet mode here.
 */
import { readString, writeString } from '@/lib/storage';
import { createStore, useStore } from '@/lib/ui/store';

export interface DeviceSettings {
  /** Show each chat message's time (HH:mm:ss). */
  showMessageTime: boolean;
  /** Say so (toast, sound, vibration) when one of this member's lottery bets settles as a win. */
  winAlert: boolean;
  /** No sound and no vibration anywhere in the app. */
  quietMode: boolean;
}

export const DEVICE_SETTINGS_KEY = 'deviceSettings';
export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = { showMessageTime: true, winAlert: true, quietMode: false };

function parse(raw: string | null): DeviceSettings {
  let saved: Partial<DeviceSettings> = {};
  try {
    saved = raw ? (JSON.parse(raw) as Partial<DeviceSettings>) : {};
  } catch {
    /* a damaged value reads as the defaults */
  }
  const pick = (key: keyof DeviceSettings) =>
    typeof saved?.[key] === 'boolean' ? (saved[key] as boolean) : DEFAULT_DEVICE_SETTINGS[key];
  return { showMessageTime: pick('showMessageTime'), winAlert: pick('winAlert'), quietMode: pick('quietMode') };
}

/** The parsed value of the stored text; a cleared storage (logout) reads as the defaults again. */
const store = createStore<{ raw: string | null; value: DeviceSettings }>({ raw: null, value: DEFAULT_DEVICE_SETTINGS });

export function deviceSettings(): DeviceSettings {
  const raw = readString(DEVICE_SETTINGS_KEY);
  const current = store.get();
  if (raw === current.raw) return current.value;
  const next = { raw, value: parse(raw) };
  store.set(next);
  return next.value;
}

export function setDeviceSetting(key: keyof DeviceSettings, value: boolean): void {
  const next = { ...deviceSettings(), [key]: value };
  const raw = JSON.stringify(next);
  writeString(DEVICE_SETTINGS_KEY, raw);
  store.set({ raw, value: next });
}

/** In React: follows changes made on this screen or any other; never writes while rendering. */
export function useDeviceSettings(): DeviceSettings {
  const snapshot = useStore(store);
  const raw = readString(DEVICE_SETTINGS_KEY);
  return raw === snapshot.raw ? snapshot.value : parse(raw);
}
