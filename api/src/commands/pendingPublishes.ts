/**
 * Moved to models/pendingPublishes.ts (storage: readers and writers both use it). This bridge stays only while
 * readModel/changePoller.ts, which is being rewritten, still imports the overlay from here; it goes with that import.
 */
export { pendingPublishOverlay } from '../models/pendingPublishes';
