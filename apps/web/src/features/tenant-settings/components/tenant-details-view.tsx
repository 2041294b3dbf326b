import { type TenantDetails, tenantDetailsMessages } from '@complyra/core/tenants/tenant-details.schema';

const sections: { title: string; fields: { key: keyof TenantDetails; label: string }[] }[] = [
  {
    title: 'HR Contact',
    fields: [
      { key: 'hrContactName', label: 'Name' },
      { key: 'hrContactEmail', label: 'Email' },
      { key: 'hrContactPhone', label: 'Phone' },
    ],
  },
  {
    title: 'Executive Team',
    fields: [
      { key: 'ceoName', label: 'CEO Name' },
      { key: 'ceoEmail', label: 'CEO Email' },
      { key: 'ceoContact', label: 'CEO Contact' },
      { key: 'ctoName', label: 'CTO Name' },
      { key: 'ctoEmail', label: 'CTO Email' },
      { key: 'ctoContact', label: 'CTO Contact' },
    ],
  },
];

/** Read view of the Organization Settings dialog: '-' for an empty value, one notice when all are empty. */
export function TenantDetailsView({ details }: { details: TenantDetails }) {
  const isEmpty = sections.every((section) => section.fields.every((f) => !details[f.key].trim()));
  return (
    <div className="space-y-5">
      {isEmpty ? <p className="rounded-md bg-muted p-3 text-muted-foreground text-sm">{tenantDetailsMessages.empty}</p> : null}
      {sections.map((section) => (
        <section key={section.title} className="space-y-2">
          <h3 className="font-semibold text-sm">{section.title}</h3>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            {section.fields.map((field) => (
              <div key={field.key} className="contents">
                <dt className="text-muted-foreground text-sm">{field.label}</dt>
                <dd className="break-words text-sm">{details[field.key].trim() || '-'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
