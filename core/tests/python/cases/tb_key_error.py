d = {"a": 1}
def look(k):
    return d[k]
print(look("a"))
look("b")
