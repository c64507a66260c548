import { apiRequest, useMutation, useQueryClient } from '@front-office/shared/platform';
import type { StaffPayment } from './types';
import { submissionsQueryKey } from './types';

export interface RefundOutcome {
  refund: { id: string; amount: number; status: 'pending' | 'succeeded' | 'failed' };
  payment: StaffPayment | null;
}

export interface RefundInput {
  paymentId: string;
  lineId: string;
  /** Cents. */
  amount: number;
  refundStripeFees: boolean;
  /** One per dialog opening: a retried click answers the refund already made. */
  requestKey: string;
}

const paymentPath = (organizationId: string, paymentId: string, action: 'refund' | 'cancel', lineId: string) =>
  `/api/organizations/${encodeURIComponent(organizationId)}/payment/${encodeURIComponent(paymentId)}/${action}/${encodeURIComponent(lineId)}`;

/** Spec 000 §7: POST …/payment/{paymentId}/refund/{id} with the amount in cents. */
export function refundPayment(organizationId: string, { paymentId, lineId, amount, refundStripeFees, requestKey }: RefundInput): Promise<RefundOutcome> {
  return apiRequest<RefundOutcome>(paymentPath(organizationId, paymentId, 'refund', lineId), {
    method: 'POST',
    body: { amount, refundStripeFees },
    headers: { 'Idempotency-Key': requestKey },
  });
}

/** Spec 000 §7: POST …/payment/{paymentId}/cancel/{id}. */
export function cancelPayment(organizationId: string, paymentId: string, lineId: string): Promise<RefundOutcome> {
  return apiRequest<RefundOutcome>(paymentPath(organizationId, paymentId, 'cancel', lineId), { method: 'POST' });
}

export function useRefundPayment(organizationId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundInput) => refundPayment(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsQueryKey(organizationId, formId) }),
  });
}

export function useCancelPayment(organizationId: string, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, lineId }: { paymentId: string; lineId: string }) => cancelPayment(organizationId, paymentId, lineId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsQueryKey(organizationId, formId) }),
  });
}
