l = [3, 1, 2]
l.append(5)
l.insert(0, 9)
l.extend([7, 8])
print(l, len(l), l[0], l[-1], l[1:3])
