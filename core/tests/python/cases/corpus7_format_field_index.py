# str.format field names: "-1" is not an integer index there, so it is looked up as a str key.
data = [10, 20, 30]
try:
    print("{0[-1]}".format(data))
except TypeError as e:
    print("TypeError:", e)
print("{0[-1]}".format({"-1": "minus one"}))
print("{0[1]} {0[2]}".format(data))
