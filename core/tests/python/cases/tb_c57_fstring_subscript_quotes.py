d = {}
msg = f"a={d['a']}"
