import { EditorState, Modifier } from 'draft-js';
import { currentBlock } from './blockCommands';

/** The languages the code block's picker offers (stored as `<pre><code class="language-x">`). */
export const CODE_LANGUAGES = [
  { value: '', label: 'Plain text' },
  { value: 'bash', label: 'Bash' },
  { value: 'shell', label: 'Shell session' },
  { value: 'powershell', label: 'PowerShell' },
  { value: 'json', label: 'JSON' },
  { value: 'yaml', label: 'YAML' },
  { value: 'toml', label: 'TOML' },
  { value: 'ini', label: 'INI' },
  { value: 'xml', label: 'XML' },
  { value: 'html', label: 'HTML' },
  { value: 'css', label: 'CSS' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'python', label: 'Python' },
  { value: 'csharp', label: 'C#' },
  { value: 'cpp', label: 'C++' },
  { value: 'sql', label: 'SQL' },
] as const;

/** The code block at the cursor's language ('' for none). */
export function codeLanguage(state: EditorState): string {
  return String(currentBlock(state).getData().get('language') ?? '');
}

export function setCodeLanguage(state: EditorState, language: string): EditorState {
  const block = currentBlock(state);
  const data = language ? block.getData().set('language', language) : block.getData().delete('language');
  const content = Modifier.setBlockData(state.getCurrentContent(), state.getSelection(), data);
  return EditorState.forceSelection(EditorState.push(state, content, 'change-block-data'), state.getSelection());
}
