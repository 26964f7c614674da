d = {"a": [1, 2]}
print(f"{d['a'][1]} {len(d)} {'yes' if d else 'no'} {[i*i for i in range(3)]}")
