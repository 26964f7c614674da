data = [{"v": 1}, {"v": 2}, {"w": 3}]
vals = [
    d["v"] * 2
    for d in data
    if d
]
