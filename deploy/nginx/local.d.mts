import type { ChildProcess } from 'node:child_process';

export declare const SITE_CONF: string;
export declare function findNginx(): string | undefined;
export declare function renderSiteConfig(options: {
  origins: string[];
  listen: string;
  webRoot: string;
  disruptionRoot: string;
  cacheDir: string;
}): string;
export declare function startDeployNginx(options: {
  origins: string[];
  port: number;
  webRoot: string;
  disruptionRoot: string;
  workDir: string;
  workers?: number;
  nginxBin?: string;
  accessLog?: string;
}): Promise<{
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
  errorLog(): string;
}>;
