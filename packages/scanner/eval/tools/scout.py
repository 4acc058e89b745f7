import subprocess, sys, os, re, json
MIR='/work/.mirror'
def gitdir(name):
    d=f'{MIR}/{name}'
    return d+'/repo/.git' if os.path.isdir(d+'/repo/.git') else d+'/repo'
def kind(p):
    b=p.split('/')[-1]
    if b in ('AGENTS.md','AGENTS.override.md','agents.md','AGENT.md'): return 'agents'
    if b in ('CLAUDE.md','claude.md','CLAUDE.local.md'): return 'claude'
    if b=='GEMINI.md': return 'gemini'
    if b in ('.hermes.md','HERMES.md'): return 'hermes'
    if b=='.cursorrules': return 'cursorrules'
    if re.search(r'(^|/)\.cursor/rules/.+\.mdc?$',p) or b.endswith('.mdc'): return 'cursor-mdc'
    if b.endswith('.instructions.md'): return 'copilot'
    if b.endswith('.chatmode.md') or b.endswith('.agent.md') or b.endswith('.prompt.md'): return 'copilot'
    if re.search(r'(^|/)\.claude/(agents|commands)/.+\.md$',p): return 'claude-agent'
    if b=='SKILL.md': return 'skill'
    if re.search(r'(^|/)(\.kiro/steering|\.roo/rules[^/]*|\.trae/rules|\.augment/rules|\.qoder/rules)/.+\.md$',p): return 'other-rules'
    if p.endswith('.github/copilot-instructions.md'): return 'copilot'
    if re.search(r'(^|/)\.github/instructions/.+\.instructions\.md$',p): return 'copilot'
    if b=='.windsurfrules' or re.search(r'(^|/)\.windsurf/rules/.+\.md$',p): return 'windsurf'
    if b=='.clinerules' or re.search(r'(^|/)\.clinerules/.+\.md$',p): return 'cline'
    if b in ('SOUL.md','soul.md','IDENTITY.md','PERSONA.md','persona.md'): return 'soul'
    if b in ('QWEN.md','WARP.md','CRUSH.md','CODEX.md','AGENT.md','CONVENTIONS.md') or p.endswith('.junie/guidelines.md') or b == '.rules': return 'other-rules'
    if re.search(r'(^|/)(\.agents?/rules|\.continue/rules|\.amazonq/rules|\.claude/rules|\.windsurf/workflows|\.agents?/workflows|\.cursor/commands|\.opencode/agents?|\.github/agents|\.github/prompts|\.github/chatmodes)/[^/]+\.md$', p): return 'other-rules'
    return None
def listing(name):
    g=gitdir(name)
    head=subprocess.run(['git','--git-dir',g,'rev-parse','HEAD'],capture_output=True,text=True).stdout.strip()
    out=subprocess.run(['git','--git-dir',g,'ls-tree','-r','-l','HEAD'],capture_output=True,text=True).stdout
    res=[]
    souldirs={l.split('\t',1)[1].rsplit('/',1)[0] if '/' in l.split('\t',1)[1] else '' for l in out.splitlines() if l.split('\t',1)[1].split('/')[-1]=='SOUL.md'}
    for line in out.splitlines():
        meta,path=line.split('\t',1)
        mode,typ,sha,size=meta.split()
        if typ!='blob' or mode=='120000': continue
        k=kind(path)
        d=path.rsplit('/',1)[0] if '/' in path else ''
        if not k and d in souldirs and path.split('/')[-1] in ('USER.md','TOOLS.md','HEARTBEAT.md','BOOTSTRAP.md','MEMORY.md'): k='soul'
        # a blob missing from the snapshot (its size reads BAD) cannot be extracted: skip it
        if k and size.isdigit(): res.append((path,k,int(size)))
    return head,res
if __name__=='__main__':
    names=sys.argv[1:] or sorted(os.listdir(MIR))
    for n in names:
        if n=='fetch.sh' or n.endswith('.part'): continue
        h,r=listing(n)
        print(n,h[:8],len(r),' '.join(f'{p}({k},{s})' for p,k,s in r[:12]))
