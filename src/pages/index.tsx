import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';
import CardGrid from '@site/src/components/CardGrid';
import HomeHero from '@site/src/components/HomeHero';
import { products, resources } from '@site/src/lib/products';
import styles from './index.module.css';

const moduleExample = `module "vpc" {
  # Pin every module to a released tag; upgrade deliberately with release notes in hand.
  source = "git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.0"

  vpc_name         = "prod"
  cidr_block       = "10.10.0.0/16"
  num_nat_gateways = 3
}`;

/** The docs home: what the site covers and where each product starts. */
export default function Home(): ReactNode {
  return (
    <Layout
      title="Infrastructure as code documentation"
      description="Guides, references and release notes for Gruntwork's Terraform library, service catalog, reference architecture, Pipelines and Patcher."
    >
      <HomeHero />
      <main className="container margin-vert--xl">
        <section aria-labelledby="products-heading" className="margin-bottom--xl">
          <Heading as="h2" id="products-heading">
            Products
          </Heading>
          <p className={styles.lead}>
            Each product has its own section with concepts, step-by-step instructions and reference
            material. Pick the one you are working with.
          </p>
          <CardGrid label="Products" items={products} />
        </section>
        <section aria-labelledby="how-heading" className={styles.split}>
          <div>
            <Heading as="h2" id="how-heading">
              How the pieces fit
            </Heading>
            <p>
              The <Link to="/library/overview">Library</Link> is a set of Terraform modules in
              versioned repositories. You reference a module by Git URL and release tag, set its
              inputs, and run <code>terraform apply</code> or <code>terragrunt apply</code>.
              Services bundle several modules into a production-ready unit with logging, alarms and
              sensible defaults.
            </p>
            <p>
              <Link to="/pipelines/overview">Pipelines</Link> runs the plans and applies for you
              from pull requests, and <Link to="/patcher">Patcher</Link> keeps the pinned versions
              current. The{' '}
              <Link to="/refarch/whats-this/what-is-a-reference-architecture">
                Reference Architecture
              </Link>{' '}
              puts all of it together in your own repository.
            </p>
          </div>
          <CodeBlock language="hcl" title="main.tf">
            {moduleExample}
          </CodeBlock>
        </section>
        <section aria-labelledby="resources-heading" className="margin-top--xl">
          <Heading as="h2" id="resources-heading">
            Guides and help
          </Heading>
          <CardGrid label="Guides and help" items={resources} />
        </section>
      </main>
    </Layout>
  );
}
