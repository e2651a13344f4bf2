"""Pictures of boards and of results: SVG boards, matplotlib figures, charts and tables of rule sets."""
