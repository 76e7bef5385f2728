import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { chromium } from '@playwright/test';
import { summarizeStats, type CallStats } from '../../../libs/web-video/src/call/call-quality.ts';
import { apiLogin, bookViaApi, registerPatient, setPaymentStatus, uploadProofViaApi, type ApiSession, type FreeSlot } from './appointments.ts';
import { demo } from './shell-session.ts';

/** Only the video specs book with this demo psychologist (Mon, Wed 09–13 and 15–18, Fri 09–13). */
export const VIDEO_PSYCHOLOGIST = 'valentina.rojas@e-mind.cl';

/**
 * The e2e server opens a room EMIND_SESSION_EARLY_MINUTES (playwright.config.ts: 4 days) before its start, so
 * this psychologist's first free slot is always open and a slot 6 calendar days ahead or later is too early.
 */
export const TOO_EARLY_AFTER_DAYS = 6;

/** A free slot of the psychologist on `fromDate` or later. */
export async function freeSlotFrom(request: APIRequestContext, session: ApiSession, psychologistId: number, fromDate = ''): Promise<FreeSlot> {
  const response = await request.get(`/api/schedules/psychologist/${psychologistId}/available-days/`, { headers: { Authorization: `Bearer ${session.token}` } });
  const days = (await response.json()) as { date: string; slots: { start_time: string; end_time: string }[] }[];
  const slot = days.filter((day) => day.date >= fromDate).flatMap((day) => day.slots.map((free) => ({ date: day.date, ...free })))[0];
  if (!slot) throw new Error(`no free slot from ${fromDate} for psychologist ${psychologistId}`);
  return slot;
}

/** A new patient's first session with the video psychologist, paid, verified by the admin and confirmed. */
export async function confirmedVideoSession(request: APIRequestContext, fromDate = '') {
  const patient = await registerPatient(request);
  const psychologist = await apiLogin(request, VIDEO_PSYCHOLOGIST);
  const admin = await apiLogin(request, demo.admin);
  const slot = await freeSlotFrom(request, patient, psychologist.profileId, fromDate);
  const booked = await bookViaApi(request, patient, psychologist.profileId, slot);
  await uploadProofViaApi(request, patient, booked.id);
  await setPaymentStatus(request, admin, booked.id, 'PAYMENT_VERIFIED');
  await setPaymentStatus(request, psychologist, booked.id, 'CONFIRMED');
  return { patient, psychologist, slot, appointmentId: booked.id };
}

const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** The configured Chromium (its path and flags) with a fake camera and microphone that need no permission prompt. */
export async function launchWithFakeMedia(testInfo: TestInfo): Promise<Browser> {
  const configured = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({ ...configured, args: [...(configured.args ?? []), ...FAKE_MEDIA] });
}

/** A context as the config makes them, remembering every peer connection and camera request its pages make. */
export async function videoContext(browser: Browser, testInfo: TestInfo, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  await context.addInitScript(() => {
    const NativeConnection = window.RTCPeerConnection;
    const seen: RTCPeerConnection[] = [];
    const probe = { connections: seen, cameraRequests: 0 };
    Object.assign(window, { videoProbe: probe });
    window.RTCPeerConnection = class extends NativeConnection {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        seen.push(this);
      }
    };
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      probe.cameraRequests += 1;
      return getUserMedia(constraints);
    };
  });
  return context;
}

interface VideoProbe {
  connections: RTCPeerConnection[];
  cameraRequests: number;
}

/** How many peer connections and camera requests the page has made. */
export async function mediaActivity(page: Page): Promise<{ connections: number; cameraRequests: number }> {
  return page.evaluate(() => {
    const probe = (window as unknown as { videoProbe: VideoProbe }).videoProbe;
    return { connections: probe.connections.length, cameraRequests: probe.cameraRequests };
  });
}

/** The live call's statistics, summed by the room's own quality module. */
export async function callStats(page: Page): Promise<CallStats> {
  const raw = await page.evaluate(async () => {
    const probe = (window as unknown as { videoProbe: VideoProbe }).videoProbe;
    const live = probe.connections.filter((connection) => connection.connectionState !== 'closed').at(-1);
    if (!live) return [];
    return [...(await live.getStats()).values()] as unknown[];
  });
  return summarizeStats(raw);
}

/** Waits until the other side's video frames and audio bytes keep arriving: both grow between two readings. */
export async function expectMediaFlowing(page: Page): Promise<CallStats> {
  let previous = await callStats(page);
  await expect
    .poll(
      async () => {
        const current = await callStats(page);
        const growing = current.videoFramesDecoded > previous.videoFramesDecoded && current.audioBytesReceived > previous.audioBytesReceived;
        previous = current;
        return growing;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  return previous;
}
