"""Append the context files of newly fetched repositories to realworld.tsv as `dev` rows.

Usage: python3 add_realworld.py owner/name … (each fetched under $HERMES_MIRROR, default /work/.mirror).
Same choice as pick_realworld.py (80 B–150 kB UTF-8 files, deduplicated by normalised text — also
against the files already in the manifest —, kinds rotated, at most CAP per repository), but only for
the named repositories, which must not be in the manifest yet. Reads git objects only.
"""
import hashlib, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, '..', 'realworld.tsv')
# The picker's helpers (everything before its main loop): kind detection, listing, language heuristic.
source = open(os.path.join(HERE, 'pick_realworld.py')).read()
exec(source[: source.index('rows = []')])
CAP = int(os.environ.get('CAP', '45'))
# Per-repository caps of the kinds that big skill collections hold by the hundred (SKILL.md,
# .claude/agents|commands); SKILL_CAP raises them for a set that wants more of those kinds.
SKILL_CAP = int(os.environ.get('SKILL_CAP', '8'))
DATA = os.environ.get('HERMES_EVAL_DATA', os.path.join(HERE, '..', '..', '..', '..', '..', 'eval-data'))

existing = [l.rstrip('\n').split('\t') for l in open(MANIFEST)][1:]
known_repos = {r[0] for r in existing}
seen = set()
for r in existing:
    p = os.path.join(DATA, 'realworld', r[0].replace('/', '+', 1), r[1])
    if os.path.exists(p):
        seen.add(h(re.sub(r'\s+', ' ', open(p, encoding='utf-8', errors='replace').read()).strip()))
rows = []
for repo in sys.argv[1:]:
    if repo in known_repos or repo in EXCLUDE:
        print('skip (already in the manifest or excluded):', repo, file=sys.stderr)
        continue
    n = repo.replace('/', '+', 1)
    head, files = listing(n)
    g = gitdir(n)
    cands = []
    files = [f for f in files if 80 <= f[2] <= 150_000]
    proc = subprocess.Popen(['git', '--git-dir', g, 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for path, kind, size in files:
        proc.stdin.write(f'HEAD:{path}\n'.encode()); proc.stdin.flush()
        hdr = proc.stdout.readline().split()
        if len(hdr) < 3: continue
        blob = proc.stdout.read(int(hdr[2])); proc.stdout.read(1)
        try: text = blob.decode('utf-8')
        except UnicodeDecodeError: continue
        norm = h(re.sub(r'\s+', ' ', text).strip())
        if norm in seen: continue
        seen.add(norm)
        cands.append((h(f'{repo}:{path}'), path, kind, hashlib.sha256(blob).hexdigest(), lang(text)))
    proc.stdin.close(); proc.wait()
    cands.sort()
    KCAP = {'skill': SKILL_CAP, 'claude-agent': SKILL_CAP, 'other-rules': 12}
    seenk, kept = {}, []
    for c in cands:
        seenk[c[2]] = seenk.get(c[2], 0) + 1
        if seenk[c[2]] <= KCAP.get(c[2], 10**9): kept.append(c)
    picked, bykind = [], {}
    for c in kept: bykind.setdefault(c[2], []).append(c)
    while len(picked) < CAP and any(bykind.values()):
        for k in sorted(bykind):
            if bykind[k] and len(picked) < CAP: picked.append(bykind[k].pop(0))
    for _, path, kind, sha, lg in sorted(picked, key=lambda c: c[1]):
        rows.append((repo, path, head, sha, kind, lg, 'dev'))
    print(repo, head[:8], len(picked), 'files', file=sys.stderr)
if os.environ.get('DRY'):
    for r in rows: print('\t'.join(r))
    sys.exit(0)
with open(MANIFEST, 'a') as f:
    for r in rows: f.write('\t'.join(r + (os.environ.get('READ_DATE', '2026-12-01'),)) + '\n')
print(len(rows), 'rows appended', file=sys.stderr)
