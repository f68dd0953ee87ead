import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { museumTimeFormat } from '../../lib/i18n/museum-time';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { DoorEngine, DoorStatus } from '../../lib/door/door-engine';

const DoorContext = createContext<DoorEngine | null>(null);

export const DoorProvider = ({ engine, children }: { engine: DoorEngine; children: ReactNode }) => <DoorContext value={engine}>{children}</DoorContext>;

/** The paired phone's engine; only for screens shown once the phone is paired. */
export const useDoor = (): DoorEngine => {
  const engine = use(DoorContext);
  if (engine === null) throw new Error('useDoor outside DoorProvider');
  return engine;
};

export const useDoorStatus = (): DoorStatus => {
  const engine = useDoor();
  return useSyncExternalStore(engine.subscribe, engine.snapshot);
};

/** Times at the door read in the museum's time zone, whatever zone the phone is set to. */
export const useDoorTime = () => {
  const { lang } = useI18n();
  const { timeZone } = useDoor().config.museum;
  return useMemo(() => {
    const time = museumTimeFormat(lang, timeZone, { timeStyle: 'short' });
    const dateTime = museumTimeFormat(lang, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
    const date = museumTimeFormat(lang, timeZone, { dateStyle: 'medium' });
    const dayOf = (iso: string) => museumTimeFormat('en-CA', timeZone, { dateStyle: 'short' }).format(new Date(iso));
    return {
      time: (iso: string) => time.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      /** The time alone when it is today in the museum, else with its date. */
      when: (iso: string, now = new Date()) => (dayOf(iso) === dayOf(now.toISOString()) ? time : dateTime).format(new Date(iso)),
    };
  }, [lang, timeZone]);
};
