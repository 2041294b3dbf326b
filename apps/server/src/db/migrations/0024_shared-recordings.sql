-- Organizations' copies that say a slide word for word as the catalogue does share the catalogue's recording
-- (issue 31): what a copy spoke before is replaced by the catalogue's file; only what names the organization
-- keeps its own. The copies' earlier files stay in the course's folder until the course version is replaced.
UPDATE slide_narrations AS copy
SET audio_key = catalogue.audio_key,
    subtitle_vtt = catalogue.subtitle_vtt,
    audio_seconds = catalogue.audio_seconds,
    voice = catalogue.voice
FROM slide_narrations AS catalogue
WHERE copy.tenant_id IS NOT NULL
  AND catalogue.tenant_id IS NULL
  AND copy.course_id = catalogue.course_id
  AND copy.slide_number = catalogue.slide_number
  AND copy.explanation = catalogue.explanation
  AND catalogue.audio_key IS NOT NULL
  AND catalogue.subtitle_vtt IS NOT NULL
  AND copy.audio_key IS NOT NULL
  AND copy.audio_pending = false
  AND copy.audio_key <> catalogue.audio_key;
