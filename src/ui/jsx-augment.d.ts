// Invoker commands and dialog light dismiss are HTML attributes React passes through as written.
/* eslint-disable @typescript-eslint/no-unused-vars -- declaration merging must repeat the type parameter */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | `--${string}`;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
