import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage, useToast, useTranslation } from '@front-office/shared/platform';
import { reportFileName } from '@front-office/shared/core';
import type { ReportFormat } from '@front-office/shared/core';
import { NAMESPACE } from '../../../i18n/namespace';
import { generateReport, getGenerationProgress } from '../api/generate-report';
import type { GenerateRequest, GenerationProgress } from '../api/generate-report';
import { newId } from '../utils/new-id';
import { saveFile } from '../utils/save-file';

const PROGRESS_POLL_MS = 700;

export interface ActiveDownload {
  /** Which row (a report id, or `editor`) is generating. */
  key: string;
  progress: GenerationProgress | null;
}

/**
 * Generates a report and downloads it (spec 001 §4 Generate; §2 the row's spinner), polling the
 * server for rows done so the spinner can show a percentage (beyond the spec). One at a time.
 */
export function useReportDownload(organizationId: string, formId: string) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  // The file is read by whoever downloads it: in their language, whatever the report was written in.
  const language = useLanguage();
  const [active, setActive] = useState<ActiveDownload | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stopPolling = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stopPolling, []);

  const download = useCallback(
    async (key: string, request: GenerateRequest, name: string): Promise<boolean> => {
      const progressId = newId();
      setActive({ key, progress: null });
      stopPolling();
      timer.current = setInterval(() => {
        getGenerationProgress(organizationId, formId, progressId).then(
          (progress) => setActive((current) => (current?.key === key ? { key, progress } : current)),
          // Not started yet, or another server instance: the spinner simply shows no figure.
          () => undefined,
        );
      }, PROGRESS_POLL_MS);
      try {
        const file = await generateReport(organizationId, formId, { ...request, progressId, language });
        saveFile(file.blob, file.fileName ?? reportFileName(name, request.format));
        return true;
      } catch {
        toast.error(t('download.failed'));
        return false;
      } finally {
        stopPolling();
        setActive(null);
      }
    },
    [organizationId, formId, toast, t, language],
  );

  return { active, download };
}

/** The spinner's figure: a percentage when the total is known, else nothing. */
export function progressPercent(progress: GenerationProgress | null): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}

export type { ReportFormat };
