import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeliveryAutomationRunReply, type TDeliveryAutomationRunReply, type TDeliveryAutomationRunRequest } from '@po/contracts';
import { post } from '@/shared/http/client';
import { DELIVERY_AUTOMATION_KEY } from './delivery-automation-list';

/** POST /api/order/deliveryAutomation/run: registers the invoices of preparing lines of approved sites now. */
export function runDeliveryAutomation(body: TDeliveryAutomationRunRequest): Promise<TDeliveryAutomationRunReply> {
  return post('/order/deliveryAutomation/run', body, { schema: ZDeliveryAutomationRunReply });
}

export function useRunDeliveryAutomation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runDeliveryAutomation, onSettled: () => client.invalidateQueries({ queryKey: DELIVERY_AUTOMATION_KEY }) });
}
