/**
 * Starts the app after the federation runtime (an async boundary, so shared modules are negotiated before
 * React loads), each part evaluated in a task of its own: React DOM, the styling (which takes over the
 * server's style sheet), the shared UI, the router, SWR, then the app. Evaluated in one go, they were one
 * long task on a phone's main thread.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
const parts = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@kb/ui'),
  () => import('react-router-dom'),
  () => import('swr'),
  () => import('./bootstrap'),
];

async function start() {
  for (const part of parts) {
    await nextTask();
    await part();
  }
}

void start();
