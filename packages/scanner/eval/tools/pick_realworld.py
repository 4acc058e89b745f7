"""Select the real-world corpus from fetched snapshots (throwaway scouting tool; the committed
rebuild script only re-extracts what realworld.tsv names)."""
import subprocess, os, re, hashlib, sys, json, unicodedata
sys.path.insert(0, os.path.dirname(__file__))
from scout import listing, gitdir, MIR
EXCLUDE = set(l.strip() for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'exclude.txt')) if l.strip() and not l.startswith('#'))
CAP = int(os.environ.get('CAP', '50'))
STOP = {
 'en': 'the and to of is in for that this with you are be use not on or when should must if it'.split(),
 'es': 'el la los las de que y en para con por una del se es no usar cuando debe siempre'.split(),
 'pt': 'o a os as de que e em para com um uma do da não é usar quando deve sempre são'.split(),
 'fr': 'le la les de des et en pour avec une un est pas du dans que utiliser toujours doit'.split(),
 'de': 'der die das und ist nicht mit für ein eine zu den im auf wird werden immer sie bei'.split(),
 'it': 'il la di che e per con un una non sono del della è gli usare sempre deve'.split(),
 'pl': 'i w na nie się z do jest że to dla jak przy oraz lub zawsze należy'.split(),
 'tr': 've bir bu için ile da de değil olarak her gibi daha kullan ise'.split(),
 'id': 'dan yang di untuk dengan ini tidak dari ke pada adalah akan gunakan'.split(),
 'nl': 'de het een en van is niet op te voor met dat zijn altijd gebruik'.split(),
 'hu': 'a az és nem hogy egy is van meg csak ha minden kell'.split(),
 'vi': 'và của là không có cho các được trong với một những khi này'.split(),
 'sv': 'och att det är som för på inte med en av ska alltid'.split(),
 'cs': 'a se na je že v pro s to jako při nebo vždy'.split(),
}
def lang(text):
    counts = {}
    for ch in text:
        o = ord(ch)
        if 0x3040 <= o <= 0x30ff: k = 'ja'
        elif 0xac00 <= o <= 0xd7af or 0x1100 <= o <= 0x11ff: k = 'ko'
        elif 0x4e00 <= o <= 0x9fff: k = 'han'
        elif 0x0400 <= o <= 0x04ff: k = 'cyr'
        elif 0x0600 <= o <= 0x06ff: k = 'ar'
        elif 0x0590 <= o <= 0x05ff: k = 'he'
        elif 0x0e00 <= o <= 0x0e7f: k = 'th'
        elif 0x0900 <= o <= 0x097f: k = 'hi'
        elif 0x0370 <= o <= 0x03ff: k = 'el'
        elif ch.isalpha() and o < 0x250: k = 'lat'
        else: continue
        counts[k] = counts.get(k, 0) + 1
    total = sum(counts.values()) or 1
    nonlat = {k: v for k, v in counts.items() if k != 'lat'}
    primary = None
    if nonlat:
        k, v = max(nonlat.items(), key=lambda kv: kv[1])
        # a Han/kana/hangul character carries ~2-3 latin letters of meaning
        weight = 3 if k in ('ja', 'ko', 'han') else 1
        if v * weight / (total + (weight - 1) * v) >= 0.12:
            if k == 'han': k = 'ja' if counts.get('ja', 0) > 0.05 * v else 'zh'
            if k == 'cyr': k = 'uk' if len(re.findall('[іїєґІЇЄҐ]', text)) > 0.01 * v else 'ru'
            if k == 'ar' and len(re.findall('[پچژگ]', text)) > 0.01 * v: k = 'fa'
            primary = k
    words = re.findall(r"[^\W\d_]+", text.lower())
    sc = {l: sum(1 for w in words if w in set(s)) for l, s in STOP.items()}
    lat = max((l for l in sc if l != 'en'), key=lambda l: sc[l])
    # Vietnamese diacritics are distinctive
    if len(re.findall('[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]', text.lower())) > 20: lat = 'vi'; sc['vi'] = max(sc['vi'], int(1.3 * sc['en']) + 8)
    latin_lang = lat if sc[lat] > 1.2 * sc['en'] and sc[lat] >= 8 else 'en'
    english_share = sc['en'] / (len(words) or 1)
    if primary:
        if english_share > 0.08 and counts.get('lat', 0) > 0.5 * total: return primary + '+en'
        return primary
    if latin_lang != 'en' and sc['en'] >= 0.4 * sc[latin_lang]: return latin_lang + '+en'
    return latin_lang
def h(s): return hashlib.sha256(s.encode()).hexdigest()
def split_of(repo): return 'dev' if int(h('hermes-eval-split:' + repo)[:8], 16) % 100 < 60 else 'test'
rows = []; seen = set()
names = sorted(n for n in os.listdir(MIR) if '+' in n and not n.endswith('.part') and os.path.isdir(f'{MIR}/{n}/repo'))
for n in names:
    repo = n.replace('+', '/', 1)
    if repo in EXCLUDE: continue
    try: head, files = listing(n)
    except Exception as e: print('skip', n, e, file=sys.stderr); continue
    g = gitdir(n); cands = []
    files = [f for f in files if 80 <= f[2] <= 150_000]
    proc = subprocess.Popen(['git', '--git-dir', g, 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for path, kind, size in files:
        proc.stdin.write(f'HEAD:{path}\n'.encode()); proc.stdin.flush()
        hdr = proc.stdout.readline().split()
        if len(hdr) < 3: continue
        blob = proc.stdout.read(int(hdr[2])); proc.stdout.read(1)
        try: text = blob.decode('utf-8')
        except UnicodeDecodeError: continue
        sha = hashlib.sha256(blob).hexdigest()
        norm = h(re.sub(r'\s+', ' ', text).strip())
        if norm in seen: continue
        seen.add(norm)
        cands.append((h(f'{repo}:{path}'), path, kind, sha, lang(text)))
    proc.stdin.close(); proc.wait()
    # deterministic: prefer kind diversity, then hash order; few skills/sub-agents per repository
    cands.sort()
    KCAP = {'skill': 8, 'claude-agent': 8, 'other-rules': 12}
    seenk = {}
    kept = []
    for c in cands:
        seenk[c[2]] = seenk.get(c[2], 0) + 1
        if seenk[c[2]] <= KCAP.get(c[2], 10**9): kept.append(c)
    cands = kept
    picked = []; bykind = {}
    for c in cands: bykind.setdefault(c[2], []).append(c)
    while len(picked) < CAP and any(bykind.values()):
        for k in sorted(bykind):
            if bykind[k] and len(picked) < CAP: picked.append(bykind[k].pop(0))
    for _, path, kind, sha, lg in sorted(picked, key=lambda c: c[1]):
        rows.append((repo, path, head, sha, kind, lg, split_of(repo)))
with open(sys.argv[1] if len(sys.argv) > 1 else '/dev/stdout', 'w') as f:
    f.write('repo\tpath\tcommit\tsha256\tkind\tlanguage\tsplit\tread\n')
    for r in rows: f.write('\t'.join(r + (os.environ.get('READ_DATE', '2026-11-30'),)) + '\n')
