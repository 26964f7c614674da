[].pop()
