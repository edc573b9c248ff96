import { describe, expect, it } from 'vitest';
import { currentPhase, phaseStatus, siteStatus } from './api';
import type { Bauphase } from '../contract';

const phase = (von: string, bis: string, today: string): Bauphase => ({ titel: `${von}–${bis}`, von, bis, status: phaseStatus(von, bis, today) });

describe('phaseStatus (whole days, Europe/Berlin)', () => {
  it('runs from its first to its last day inclusive', () => {
    expect(phaseStatus('2026-11-16', '2027-03-26', '2026-11-15')).toBe('geplant');
    expect(phaseStatus('2026-11-16', '2027-03-26', '2026-11-16')).toBe('laufend');
    expect(phaseStatus('2026-11-16', '2027-03-26', '2027-03-26')).toBe('laufend');
    expect(phaseStatus('2026-11-16', '2027-03-26', '2027-03-27')).toBe('abgeschlossen');
  });
});

describe('siteStatus and currentPhase', () => {
  const today = '2026-11-21';
  it('a site whose phases have not begun is planned, its first phase is shown', () => {
    const p = [phase('2027-01-11', '2027-02-12', today), phase('2027-02-15', '2027-04-23', today)];
    expect(siteStatus(p)).toBe('geplant');
    expect(currentPhase(p)).toBe(p[0]);
  });

  it('a site between two phases is current and shows the next phase', () => {
    const p = [phase('2026-10-19', '2026-10-30', today), phase('2027-04-12', '2027-05-28', today)];
    expect(siteStatus(p)).toBe('aktuell');
    expect(currentPhase(p)).toBe(p[1]);
  });

  it('a running phase wins; a finished site shows its last phase', () => {
    const running = [phase('2026-09-14', '2026-11-06', today), phase('2026-11-09', '2026-12-18', today), phase('2027-01-11', '2027-03-26', today)];
    expect(currentPhase(running)).toBe(running[1]);
    const done = [phase('2026-09-28', '2026-10-09', today), phase('2026-10-12', '2026-10-23', today)];
    expect(siteStatus(done)).toBe('abgeschlossen');
    expect(currentPhase(done)).toBe(done[1]);
  });

  it('a site without phases is planned and has no current phase', () => {
    expect(siteStatus([])).toBe('geplant');
    expect(currentPhase([])).toBeNull();
  });
});
