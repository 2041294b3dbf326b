import type { CertificateVerification } from '@complyra/core/quiz/quiz.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: queryKeys.certificateVerification(code),
    queryFn: () =>
      api.get<CertificateVerification>(`/api/certificates/verify/${encodeURIComponent(code)}`, { skipAuth: true, errorMessage: 'Certificate not found' }),
    retry: false,
  });
}
