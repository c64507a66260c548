import type { Language, ReportContent, ReportFormat } from '@front-office/shared/core';
import type { ApiDownload } from '@front-office/shared/platform';
import { apiRequest } from '@front-office/shared/platform';
import { reportsPath } from './paths';

/** What to generate: a saved report by id, or the editor's report as it stands. */
export type GenerateRequest = ({ reportId: string } | { culture: Language; content: ReportContent }) & {
  format: ReportFormat;
  progressId?: string;
  /** The reader's language, which the file is written in; the saved report keeps its own culture. */
  language?: Language;
};

/** The local time zone, so the file's submission dates read as here. */
function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST …/reports/generate (spec 001 §7): the file, and its name from the Content-Disposition header. */
export function generateReport(organizationId: string, formId: string, request: GenerateRequest): Promise<ApiDownload> {
  return apiRequest<ApiDownload>(`${reportsPath(organizationId, formId)}/generate`, {
    method: 'POST',
    body: { ...request, timeZone: localTimeZone() },
    responseType: 'download',
  });
}

export interface GenerationProgress {
  done: number;
  total: number;
  finished: boolean;
}

/** GET …/reports/progress/{progressId}: rows done of the total (beyond the spec, for the row's spinner). */
export function getGenerationProgress(organizationId: string, formId: string, progressId: string): Promise<GenerationProgress> {
  return apiRequest<GenerationProgress>(`${reportsPath(organizationId, formId)}/progress/${encodeURIComponent(progressId)}`);
}
