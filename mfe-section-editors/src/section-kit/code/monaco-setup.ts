// Monaco from the local package, never a CDN: only the core editor, the html, css and javascript
// syntax definitions and the editor worker (no language-service workers), so the chunk stays lean.
import * as monaco from 'monaco-editor/editor/editor.api.js';
// The codicon font and its classes (editor.main imports them; editor.api does not). The package's
// exports map hides the file, so rspack.config.mjs names it.
import '@suite/monaco-codicon.css';
import 'monaco-editor/languages/definitions/html/register.js';
import 'monaco-editor/languages/definitions/css/register.js';
import 'monaco-editor/languages/definitions/javascript/register.js';
import 'monaco-editor/features/find/register.js';
import 'monaco-editor/features/bracketMatching/register.js';
import 'monaco-editor/features/comment/register.js';
import 'monaco-editor/features/folding/register.js';
import 'monaco-editor/features/clipboard/register.js';
import 'monaco-editor/features/contextmenu/register.js';
import { loader } from '@monaco-editor/react';

// Written out whole so Rspack bundles the worker as its own entry. Inside a host on another origin
// the browser refuses a worker from this remote's URL; Monaco then runs the worker's code in the page.
function editorWorker(): Worker {
  return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url));
}

self.MonacoEnvironment = { getWorker: () => editorWorker() };
loader.config({ monaco });
