import type { TenantDetails } from '@complyra/core';

/** All nine organization details (courses can be assigned once they are saved); no imports beyond types, so e2e can use it. */
export const completeDetails: TenantDetails = {
  hrContactName: 'Hannah Reyes',
  hrContactEmail: 'hr@example.test',
  hrContactPhone: '+91 98765 43210',
  ceoName: 'Carl Ortiz',
  ceoEmail: 'ceo@example.test',
  ceoContact: '+91 90000 00001',
  ctoName: 'Tara Chen',
  ctoEmail: 'cto@example.test',
  ctoContact: '+91 90000 00002',
};
