import { EditionNotices } from '../editions/EditionNotices';
import { registerEditionParts } from '../editions/editionParts';
import { TranslationNote } from '../editions/TranslationNote';
import { VersionSwitcher } from '../editions/VersionSwitcher';

registerEditionParts({ Menu: VersionSwitcher, Notices: EditionNotices, Note: TranslationNote });

/** Loaded for its parts (the shell loads a remote module by its default export); renders nothing itself. */
export default function Editions() {
  return null;
}
