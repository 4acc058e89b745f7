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
    return None
def listing(name):
    g=gitdir(name)
    head=subprocess.run(['git','--git-dir',g,'rev-parse','HEAD'],capture_output=True,text=True).stdout.strip()
    out=subprocess.run(['git','--git-dir',g,'ls-tree','-r','-l','HEAD'],capture_output=True,text=True).stdout
    res=[]
    for line in out.splitlines():
        meta,path=line.split('\t',1)
        mode,typ,sha,size=meta.split()
        if typ!='blob' or mode=='120000': continue
        k=kind(path)
        if k: res.append((path,k,int(size) if size!='-' else 0))
    return head,res
if __name__=='__main__':
    names=sys.argv[1:] or sorted(os.listdir(MIR))
    for n in names:
        if n=='fetch.sh' or n.endswith('.part'): continue
        h,r=listing(n)
        print(n,h[:8],len(r),' '.join(f'{p}({k},{s})' for p,k,s in r[:12]))
