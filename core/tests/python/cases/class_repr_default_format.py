class Plain:
    pass
r = repr(Plain())
print(r.startswith("<__main__.Plain object at 0x"), r.endswith(">"))
