d = {}
d["it's \"q\""]
