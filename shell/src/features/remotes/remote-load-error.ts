// No imports: the federation runtime plugin uses this file, and plugin code must not pull in
// any shared module (a build-time plugin importing react crashed the host).

/** Where loading a remote broke: its manifest (the remote is down or unreachable) or its code. */
export type RemoteFailureStage = 'manifest' | 'load';

export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly stage: RemoteFailureStage;

  constructor(remote: string, stage: RemoteFailureStage, cause?: unknown) {
    super(`Remote ${remote} failed at the ${stage} stage`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.stage = stage;
  }
}
