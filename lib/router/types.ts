/** The shapes shared by the path table, the screens and the screen registry. */
import type { ComponentType } from 'react';
import type { HashLocation } from './location';

export type TabKey = 'service' | 'hall' | 'discover' | 'offers' | 'mine';
/** main: logo + balance or login/register; back: back arrow + title; hidden: no header. */
export type HeaderRule = 'main' | 'back' | 'hidden';

/** What every screen receives from the hash router. */
export interface ScreenProps {
  location: HashLocation;
}
export type ScreenModule = { default: ComponentType<ScreenProps> };
/** A screen's own chunk, loaded on first visit. */
export type ScreenLoader = () => Promise<ScreenModule>;

/** One row of the path table: everything about a route except the screen that renders it. */
export interface RouteDef<Path extends string = string> {
  path: Path;
  /** A visitor without a token is sent to login first. */
  auth: boolean;
  header: HeaderRule;
  title: string;
  /** Set on the main shell's children: the tab bar shows and this tab lights up. */
  tab?: TabKey;
}
