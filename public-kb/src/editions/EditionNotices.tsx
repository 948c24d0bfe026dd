import { VersionBanner } from './VersionBanner';
import { VersionOffer } from './VersionOffer';

/** Under the header: the banner of a version other than the current one, or the offer of the reader's version. */
export function EditionNotices() {
  return (
    <>
      <VersionBanner />
      <VersionOffer />
    </>
  );
}
