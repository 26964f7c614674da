code = """
def helper(n):
    return [1, 2, 3][n]

result = helper(1)
"""
ns = {}
exec(code, ns)
print(ns["result"])
ns["helper"](7)
