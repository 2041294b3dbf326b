// Inlined into index.html by first-screen-plugin.ts, where it runs before the app's code has arrived. On a slow
// connection every round trip costs, and the app would ask for its screen's code and data only after its own
// code ran: here the signed-in employee's dashboard and course player ask for both at once, while the entry
// downloads. The app takes each early answer once (src/lib/early-answers.ts); what this guesses wrong is
// never used, and the app asks again as it always did.
// ROUTE_CHUNKS is replaced by the build: [address pattern, files the screen's code needs] pairs.
(() => {
  const routeChunks = ROUTE_CHUNKS;
  const { pathname, search } = window.location;
  for (const [pattern, files] of routeChunks) {
    if (!new RegExp(pattern).test(pathname)) continue;
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.appendChild(link);
    }
  }

  const query = new URLSearchParams(search);
  // An address that signs in (?token=) is the app's to read first.
  if (query.has('token')) return;
  let token = null;
  let storedTenantId = null;
  let claims = null;
  try {
    token = window.localStorage.getItem('token');
    storedTenantId = window.localStorage.getItem('tenantId');
    const payload = (token ?? '').split('.')[1] ?? '';
    claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=')));
  } catch {
    return;
  }
  if (!token || !claims) return;
  const asId = (value) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);
  const userId = asId(claims.sub) ?? asId(claims.id) ?? asId(claims.userId);
  const tenantId = query.get('tenantId') ?? storedTenantId ?? asId(claims.tenantId);
  if (!tenantId) return;
  const tenant = new URLSearchParams({ tenantId });

  // In the order they are needed: a browser has six connections to a server and the page already asked for four
  // files, so the last call waits a round trip for a free one. The player's slides come first (its first image
  // waits on them), the enabled courses last (they only need to arrive before the app's code).
  const urls = [];
  let slidesUrl = null;
  const play = /^\/dashboard\/course\/([^/]+)\/play$/.exec(pathname);
  if (pathname === '/dashboard' && userId) {
    urls.push(
      '/api/user-dashboard/profile',
      `/api/user-dashboard/dashboard/${encodeURIComponent(userId)}/courses`,
      `/api/tenant-admin/user/enabled-courses?${tenant}`,
    );
  } else if (play) {
    const courseId = encodeURIComponent(decodeURIComponent(play[1]));
    slidesUrl = `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses/${courseId}/slides`;
    urls.push(slidesUrl, `/api/courses/${courseId}/explanations?${tenant}`, `/api/tenant-admin/user/enabled-courses?${tenant}`);
  }
  if (urls.length === 0) return;

  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const answers = {};
  // The last call is the seventh request for six connections: it waits for one. At the default priority the entry
  // script and the style sheet tie with it, and when one of them lost the race the player painted ~400 ms later
  // (Slow 4G: the entry 642-2505 ms instead of 609-2091, or the style sheet 646-1984); at low priority the call waits.
  urls.forEach((url, i) => {
    answers[url] = fetch(url, { headers, priority: i === urls.length - 1 ? 'low' : 'auto' });
    // A failure is the app's to meet when it asks again, not an unhandled rejection now.
    answers[url].catch(() => {});
  });
  window.__complyraEarlyAnswers = { token, answers };

  // The slide the player opens at (a chat source's ?slide=, else where ?progress= says): its image is asked for
  // as soon as the slides' links are known, not once the player's code has run and drawn.
  if (slidesUrl) {
    answers[slidesUrl]
      .then((response) => (response.ok ? response.clone().json() : []))
      .then((slides) => {
        const count = slides.length;
        if (count === 0) return;
        const chosen = Number(query.get('slide'));
        const progress = Math.min(100, Math.max(0, Number(query.get('progress') ?? 0) || 0));
        const index = chosen >= 1 && chosen <= count ? chosen - 1 : Math.min(count - 1, Math.round((progress * count) / 100));
        const imageUrl = slides[index]?.imageUrl;
        if (!imageUrl) return;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'image');
        link.href = imageUrl;
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
      })
      .catch(() => {});
  }
})();
