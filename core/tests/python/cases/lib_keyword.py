import keyword
from keyword import iskeyword, issoftkeyword, kwlist, softkwlist

print(len(kwlist), kwlist)
print(softkwlist)
print(sorted(keyword.__all__))
for word in ["if", "If", "None", "none", "print", "match", "case", "_", "async", "await",
             "lambda", "nonlocal", "self", "", "def ", 42]:
    print(repr(word), iskeyword(word), issoftkeyword(word))
names = ["class", "klass", "for", "items", "yield", "value", "import"]
print([n + "_" if iskeyword(n) else n for n in names])
print(all(iskeyword(k) for k in kwlist), any(iskeyword(k) for k in softkwlist))
print(kwlist == sorted(kwlist), "print" in kwlist)
iskeyword(["if"])
