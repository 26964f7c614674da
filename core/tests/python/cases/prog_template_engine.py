import re
import html
from collections import ChainMap


class TemplateError(Exception):
    pass


TOKEN = re.compile(r"({{.*?}}|{%.*?%})", re.S)


class Template:
    def __init__(self, text):
        self.text = text
        self.tokens = TOKEN.split(text)
        self.code = self._compile()

    def _compile(self):
        root = []
        stack = [("root", root)]
        for tok in self.tokens:
            if tok.startswith("{{"):
                expr = tok[2:-2].strip()
                stack[-1][1].append(("var", expr))
            elif tok.startswith("{%"):
                words = tok[2:-2].split()
                if not words:
                    raise TemplateError("empty tag")
                kind = words[0]
                if kind == "if":
                    node = ("if", " ".join(words[1:]), [], [])
                    stack[-1][1].append(node)
                    stack.append(("if", node[2]))
                elif kind == "else":
                    if stack[-1][0] != "if":
                        raise TemplateError("else outside if")
                    parent = stack[-2][1][-1]
                    stack[-1] = ("else", parent[3])
                elif kind == "for":
                    if len(words) != 4 or words[2] != "in":
                        raise TemplateError(f"bad for tag: {tok!r}")
                    node = ("for", words[1], words[3], [])
                    stack[-1][1].append(node)
                    stack.append(("for", node[3]))
                elif kind.startswith("end"):
                    if len(stack) == 1:
                        raise TemplateError(f"unexpected {kind}")
                    opened = stack.pop()[0]
                    expected = "endfor" if opened == "for" else "endif"
                    if kind != expected:
                        raise TemplateError(f"{kind} does not close {opened}")
                else:
                    raise TemplateError(f"unknown tag {kind!r}")
            elif tok:
                stack[-1][1].append(("text", tok))
        if len(stack) != 1:
            raise TemplateError(f"unclosed {stack[-1][0]}")
        return root

    @staticmethod
    def _lookup(expr, ctx):
        name, *filters = [p.strip() for p in expr.split("|")]
        parts = name.split(".")
        try:
            value = ctx[parts[0]]
        except KeyError:
            raise TemplateError(f"undefined: {parts[0]}") from None
        for p in parts[1:]:
            value = value[p] if isinstance(value, dict) else getattr(value, p)
        for f in filters:
            if f == "upper":
                value = str(value).upper()
            elif f == "title":
                value = str(value).title()
            elif f == "len":
                value = len(value)
            elif f.startswith("default:"):
                value = value or f.split(":", 1)[1]
            elif f == "escape":
                value = html.escape(str(value))
            else:
                raise TemplateError(f"unknown filter {f!r}")
        return value

    def _render(self, nodes, ctx, out):
        for node in nodes:
            kind = node[0]
            if kind == "text":
                out.append(node[1])
            elif kind == "var":
                out.append(str(self._lookup(node[1], ctx)))
            elif kind == "if":
                negate = node[1].startswith("not ")
                expr = node[1][4:] if negate else node[1]
                cond = bool(self._lookup(expr, ctx))
                self._render(node[2] if cond != negate else node[3], ctx, out)
            elif kind == "for":
                seq = self._lookup(node[2], ctx)
                for i, item in enumerate(seq):
                    inner = ctx.new_child({node[1]: item, "loop": {"index": i + 1, "last": i == len(seq) - 1}})
                    self._render(node[3], inner, out)

    def render(self, **ctx):
        out = []
        self._render(self.code, ChainMap(ctx), out)
        return "".join(out)


page = Template("""<h1>{{ title | title }}</h1>
{% if user %}Hello, {{ user.name | escape }}!{% else %}Please log in.{% endif %}
<ul>
{% for item in items %}  <li>{{ loop.index }}. {{ item.name }} - ${{ item.price }}{% if not loop.last %},{% endif %}</li>
{% endfor %}</ul>
{{ items | len }} items; note: {{ note | default:none }}
""")
items = [{"name": "Pen", "price": 2}, {"name": "Ink <blue>", "price": 7}, {"name": "Pad", "price": 4}]
print(page.render(title="my shop", user={"name": "Ann & Co"}, items=items, note=""))
print(page.render(title="empty", user=None, items=[], note="closed"))
print(TOKEN.split("a{{b}}c{%d%}e"), len(page.tokens))
for bad in ["{% if x %}open", "{% endfor %}", "{% for x y %}{% endfor %}", "{% if a %}{% endfor %}", "{% bogus %}", "{{ missing }}", "{{ t | frob }}", "{% else %}"]:
    try:
        Template(bad).render(t="x")
    except TemplateError as e:
        print("TemplateError:", e)
