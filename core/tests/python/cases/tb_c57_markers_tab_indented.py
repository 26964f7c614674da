def area(shape):
	if shape["kind"] == "square":
		return shape["side"] ** 2
	return shape["w"] * shape["h"]

print(area({"kind": "square", "side": 3}))
print(area({"kind": "rect", "w": 2}))
