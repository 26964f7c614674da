import re, html
class TemplateError(Exception):
    pass
TOKEN = re.compile(r"({{.*?}}|{%.*?%})", re.S)
def render(src, ctx):
    out, stack = [], []
    tokens = TOKEN.split(src)
    def lookup(expr, scope):
        parts = expr.strip().split("|")
        path, filters = parts[0].strip(), [f.strip() for f in parts[1:]]
        val = scope
        for seg in path.split("."):
            if isinstance(val, dict) and seg in val:
                val = val[seg]
            elif hasattr(val, seg):
                val = getattr(val, seg)
            elif seg.isdigit():
                val = val[int(seg)]
            else:
                raise TemplateError(f"undefined: {path}")
        for f in filters:
            name, _, arg = f.partition(":")
            if name == "upper":
                val = str(val).upper()
            elif name == "default":
                val = val or arg
            elif name == "join":
                val = (arg or ", ").join(map(str, val))
            elif name == "money":
                val = f"${val:,.2f}"
            elif name == "escape":
                val = html.escape(str(val))
            elif name == "len":
                val = len(val)
            else:
                raise TemplateError(f"unknown filter {name!r}")
        return val
    def run(i, scope, emit):
        while i < len(tokens):
            t = tokens[i]
            if t.startswith("{{"):
                if emit:
                    out.append(str(lookup(t[2:-2], scope)))
            elif t.startswith("{%"):
                words = t[2:-2].split()
                if words[0] == "for":
                    var, seq = words[1], words[3]
                    items = lookup(seq, scope) if emit else []
                    end = None
                    for idx, item in enumerate(items):
                        inner = dict(scope, **{var: item, "loop": {"index": idx + 1, "last": idx == len(items) - 1}})
                        end = run(i + 1, inner, True)
                    if end is None:
                        end = run(i + 1, scope, False)
                    i = end
                elif words[0] == "if":
                    cond = bool(lookup(" ".join(words[1:]), scope)) if emit else False
                    i = run(i + 1, scope, emit and cond)
                elif words[0] in ("endfor", "endif"):
                    return i
                else:
                    raise TemplateError(f"unknown tag {words[0]}")
            elif emit:
                out.append(t)
            i += 1
        return i
    run(0, ctx, True)
    return "".join(out)
tpl = """Hello {{ user.name | upper }}!
{% for item in cart %}{{ loop.index }}. {{ item.name }} x{{ item.qty }} = {{ item.total | money }}{% if loop.last %} (last){% endif %}
{% endfor %}Tags: {{ tags | join: / }} ({{ tags | len }})
Note: {{ note | default:none given }} / {{ html | escape }}"""
class Line:
    def __init__(self, name, qty, price):
        self.name, self.qty, self.total = name, qty, qty * price
ctx = {"user": {"name": "ada"}, "cart": [Line("pen", 3, 1.25), Line("paper", 10, 0.1), Line("laptop", 1, 1299.99)], "tags": ["x", "y"], "note": "", "html": "<b>&</b>"}
print(render(tpl, ctx))
for bad in ["{{ missing }}", "{{ user.name | shout }}", "{% while x %}"]:
    try:
        render(bad, ctx)
    except TemplateError as e:
        print("TemplateError:", e)
print(repr(render("{% for x in empty %}[{{ x }}]{% endfor %}done", {"empty": []})), render("{{ cart.1.name }}", ctx))
