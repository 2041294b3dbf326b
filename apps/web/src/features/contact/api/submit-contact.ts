import type { ContactRequest } from '@complyra/core/contact/contact.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Only ok / not ok is read from the answer.
export function submitContact(data: ContactRequest): Promise<unknown> {
  return api.post('/api/contact/submit', data, {
    skipAuth: true,
    errorMessage: 'Failed to submit contact request. Please try again later.',
  });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
