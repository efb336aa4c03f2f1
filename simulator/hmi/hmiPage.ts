// The access page a remote visit ends on: a small self-contained HMI panel that polls its live values.
import { formatUnixTime } from '../../src/domain/time';
import type { HmiSnapshot } from './hmiValues';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The panel for a valid visit link; `valuesUrl` answers HmiSnapshot JSON. */
export function hmiPage(snapshot: HmiSnapshot, valuesUrl: string): string {
  const tiles = snapshot.values
    .map(
      (v) => `<div class="tile" data-id="${escape(v.id)}">
  <div class="label">${escape(v.label)}</div>
  <div class="value"><span data-testid="hmi-value-${escape(v.id)}">${v.value}</span> <small>${escape(v.unit)}</small></div>
  <div class="bar"><div class="fill" style="width:${Math.min(100, Math.max(0, ((v.value - v.min) / (v.max - v.min)) * 100))}%"></div></div>
</div>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(snapshot.machineName)} · HMI</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#1b1f24;color:#e8eef3}
header{display:flex;gap:1rem;align-items:center;padding:.75rem 1rem;background:#0f5c8c}
header h1{font-size:1.1rem;margin:0}.code{opacity:.8;font-family:monospace}
.state{margin-left:auto;padding:.2rem .6rem;border-radius:1rem;background:#2e7d32}.state.off{background:#8e2b2b}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem;padding:1rem}
.tile{background:#262c33;border-radius:.5rem;padding:1rem}.label{opacity:.8}.value{font-size:2rem;margin:.3rem 0}
.bar{height:.4rem;background:#3a424b;border-radius:.2rem}.fill{height:100%;background:#4fc3f7;border-radius:.2rem}
footer{padding:0 1rem 1rem;opacity:.7}
</style></head>
<body data-testid="hmi-panel">
<header><h1 data-testid="hmi-name">${escape(snapshot.machineName)}</h1><span class="code">${escape(snapshot.machineCode)}</span>
<span class="state${snapshot.online ? '' : ' off'}" data-testid="hmi-state">${snapshot.online ? 'RUN 运行' : 'OFFLINE 离线'}</span></header>
<main>${tiles}</main>
<footer>Alarms 报警: <span data-testid="hmi-alarms">${snapshot.activeAlarms}</span> · Updated 更新: <time data-testid="hmi-updated" datetime="${new Date(snapshot.at).toISOString()}">${formatUnixTime(Math.floor(snapshot.at / 1000))}</time></footer>
<script>
(function(){
  var url=${JSON.stringify(valuesUrl)};
  // The console's date format in the viewer's local time (docs/decisions.md, "Console"), as src/domain/time.ts formatUnixTime writes it.
  function p2(n){return (n<10?'0':'')+n}
  function local(ms){var d=new Date(ms);return d.getFullYear()+'-'+p2(d.getMonth()+1)+'-'+p2(d.getDate())+' '+p2(d.getHours())+':'+p2(d.getMinutes())+':'+p2(d.getSeconds())}
  function updated(ms){var t=document.querySelector('[data-testid="hmi-updated"]');t.textContent=local(ms);t.setAttribute('datetime',new Date(ms).toISOString());}
  updated(Date.parse(document.querySelector('[data-testid="hmi-updated"]').getAttribute('datetime')));
  function show(s){
    s.values.forEach(function(v){
      var tile=document.querySelector('.tile[data-id="'+v.id+'"]');if(!tile)return;
      tile.querySelector('[data-testid]').textContent=String(v.value);
      tile.querySelector('.fill').style.width=Math.min(100,Math.max(0,(v.value-v.min)/(v.max-v.min)*100))+'%';
    });
    var st=document.querySelector('[data-testid="hmi-state"]');
    st.textContent=s.online?'RUN 运行':'OFFLINE 离线';st.className='state'+(s.online?'':' off');
    document.querySelector('[data-testid="hmi-alarms"]').textContent=String(s.activeAlarms);
    updated(s.at);
  }
  function poll(){fetch(url,{cache:'no-store'}).then(function(r){return r.ok?r.json():null}).then(function(s){if(s)show(s)}).catch(function(){}).then(function(){setTimeout(poll,1000)});}
  setTimeout(poll,1000);
})();
</script>
</body></html>`;
}

/** The page for a link that is unknown, for another device, or expired. */
export function hmiRefusedPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visit link not valid</title></head>
<body data-testid="hmi-refused"><h1>This visit link is not valid 访问链接无效</h1>
<p>Open the device again from the console. 请从控制台重新访问设备。</p></body></html>`;
}
