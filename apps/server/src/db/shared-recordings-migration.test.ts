import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigratingDatabase, migratedAcross } from '../test/migrating-database.ts';

/** The migration that points organizations' word-for-word copies of a slide at the catalogue's recording. */
const sharedRecordings = '0024_shared-recordings';

const ids = {
  tenant: '00000000-0000-4000-8000-000000000001',
  course: '00000000-0000-4000-8000-000000000021',
};

/** A course narrated by the catalogue and copied by one organization before the migration: slide 1 names the organization, slide 2 does not, slide 3 is being re-spoken after an edit. */
const before = [
  `insert into tenants (id, name, domain, admin_email) values ('${ids.tenant}', 'Acme', 'acme.test', 'admin@acme.test')`,
  `insert into courses (id, title, description, tags, learning_objectives, material_key, material_name, material_type, status, stage)
     values ('${ids.course}', 'Security', 'Safe.', 'security', 'Be safe', 'courses/c/v1/material.pdf', 'deck.pdf', 'pdf', 'ready', 'ready')`,
  `insert into slide_narrations (course_id, tenant_id, slide_number, explanation, audio_key, subtitle_vtt, audio_seconds, voice) values
     ('${ids.course}', null, 1, 'Welcome to Security.', 'c/audio/catalogue/1.mp3', 'WEBVTT cat 1', 3, 'Flite rms'),
     ('${ids.course}', null, 2, 'Lock your screen.', 'c/audio/catalogue/2.mp3', 'WEBVTT cat 2', 2, 'Flite rms'),
     ('${ids.course}', null, 3, 'Report incidents.', 'c/audio/catalogue/3.mp3', 'WEBVTT cat 3', 2, 'Flite rms'),
     ('${ids.course}', '${ids.tenant}', 1, 'Welcome to Security at Acme.', 'c/audio/acme/1.mp3', 'WEBVTT acme 1', 4, 'Flite rms'),
     ('${ids.course}', '${ids.tenant}', 2, 'Lock your screen.', 'c/audio/acme/2.mp3', 'WEBVTT acme 2', 2, 'Flite rms'),
     ('${ids.course}', '${ids.tenant}', 3, 'Report incidents.', 'c/audio/acme/3.mp3', 'WEBVTT acme 3', 2, 'Flite rms')`,
  `update slide_narrations set audio_pending = true where tenant_id is not null and slide_number = 3`,
];

describe(`migration ${sharedRecordings}`, () => {
  let database: MigratingDatabase;

  beforeAll(async () => {
    database = await migratedAcross(sharedRecordings, before);
  });
  afterAll(() => database.close());

  it('shares the catalogue\'s recording where the copy says the slide word for word, and only there', async () => {
    const { rows } = await database.query(
      `select slide_number, audio_key, subtitle_vtt from slide_narrations where tenant_id = '${ids.tenant}' order by slide_number`,
    );
    expect(rows).toEqual([
      // Names the organization: its own recording stays.
      { slide_number: 1, audio_key: 'c/audio/acme/1.mp3', subtitle_vtt: 'WEBVTT acme 1' },
      { slide_number: 2, audio_key: 'c/audio/catalogue/2.mp3', subtitle_vtt: 'WEBVTT cat 2' },
      // An edit being spoken again is left to the speech job.
      { slide_number: 3, audio_key: 'c/audio/acme/3.mp3', subtitle_vtt: 'WEBVTT acme 3' },
    ]);
  });
});
