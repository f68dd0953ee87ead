import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { doorApi, type DoorApi } from '../../lib/door/door-api';
import { loadEngine, type DoorEngine } from '../../lib/door/door-engine';
import { DoorStore } from '../../lib/door/door-store';
import { decideLocally } from '../../lib/door/local-decision';
import { linkDoorManifest, registerDoorWorker } from '../../lib/door/register-worker';
import { useI18n } from '../../lib/i18n/i18n-context';
import { CountsScreen } from './counts-screen';
import { DoorProvider } from './door-context';
import { DoorLayout } from './door-layout';
import { PairScreen } from './pair-screen';
import { PinGate } from './pin-gate';
import { ScanScreen } from './scan-screen';
import './scanner.css';

type Phase = { name: 'loading' } | { name: 'unpaired'; revoked: boolean } | { name: 'ready'; engine: DoorEngine };

/**
 * The door scanner under /office/door: a paired phone's own app. The device token from pairing is
 * its only credential; no staff member signs in on a door phone, so a lost one is stopped by revoking
 * its device in the office.
 */
export const DoorApp = () => {
  const { lang, t } = useI18n();
  const langRef = useRef(lang);
  langRef.current = lang;
  const api: DoorApi = useMemo(() => doorApi(() => langRef.current), []);
  const [store, setStore] = useState<DoorStore | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });

  const load = useCallback(
    async (opened: DoorStore, revoked = false) => {
      const engine = await loadEngine({ api, store: opened, decide: decideLocally });
      setPhase(engine === null ? { name: 'unpaired', revoked } : { name: 'ready', engine });
    },
    [api],
  );

  useEffect(() => {
    registerDoorWorker();
    return linkDoorManifest();
  }, []);

  useEffect(() => {
    let current = true;
    let opened: DoorStore | null = null;
    void DoorStore.open().then(async (next) => {
      opened = next;
      if (!current) return next.close();
      setStore(next);
      await load(next);
    });
    return () => {
      current = false;
      opened?.close();
    };
  }, [load]);

  const engine = phase.name === 'ready' ? phase.engine : null;
  useEffect(() => {
    if (engine === null || store === null) return;
    engine.start();
    const unsubscribe = engine.subscribe(() => {
      if (engine.snapshot().revoked) void load(store, true);
    });
    return () => {
      unsubscribe();
      engine.stop();
    };
  }, [engine, store, load]);

  if (phase.name === 'loading' || store === null) return <p className="door-loading">{t('common.loading')}</p>;
  if (phase.name === 'unpaired') return <PairScreen api={api} store={store} revoked={phase.revoked} onPaired={() => void load(store)} />;
  return (
    <DoorProvider engine={phase.engine}>
      <PinGate>
        <Routes>
          <Route element={<DoorLayout />}>
            <Route index element={<ScanScreen />} />
            <Route path="counts" element={<CountsScreen api={api} store={store} />} />
            {/* The scanner's addresses end in a slash: the service worker's scope is /office/door/. */}
            <Route path="*" element={<Navigate to="/door/" replace />} />
          </Route>
        </Routes>
      </PinGate>
    </DoorProvider>
  );
};
